export * from "./consent-expiry";
