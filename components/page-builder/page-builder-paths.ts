export const PAGE_BUILDER_PATH = "/page-builder";
export const WEBSITE_SETTINGS_PATH = "/page-builder/website";
export const pageEditorPath = (id: number) => `/page-builder/pages/${id}`;
/** Outside /page-builder, so that the draft is drawn without the settings frame, as shoppers would see it. */
export const pagePreviewPath = (id: number, language?: string) => `${language ? `/${language}` : ""}/page-builder-preview/${id}`;
