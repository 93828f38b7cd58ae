export * from "./patterns";
export * from "./rules";
export * from "./dates";
export * from "./stored-email";
export * from "./mobile-number";
