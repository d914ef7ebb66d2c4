export * from "./service-categories";
export * from "./service-cta-schema";
export * from "./atlanta-card-schema";
export * from "./service-entry-schema";
export * from "./check-service-catalogue";
export * from "./service-catalogue-error";
export * from "./load-service-catalogue";
export * from "./list-checkout-products";
