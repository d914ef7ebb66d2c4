export { createApp } from "./app";
export { loadConfig, type Config } from "./config";
