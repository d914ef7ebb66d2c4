export * from "./match-text";
