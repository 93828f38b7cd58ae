export * from "../contract/shopper-sentences";
