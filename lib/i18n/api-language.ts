/** The language the API writes its sentences in: pages in it show them as sent, others translate them. */
export const API_LANGUAGE = "en";
