export * from "./lead-types";
