export * from "./sort-by-date";
