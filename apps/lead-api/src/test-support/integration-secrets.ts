// The webhook secrets every test app is configured with (see `createTestApp`).
export const CAL_SECRET = "cal-webhook-secret-0123456789";
export const STRIPE_SECRET = "whsec_test_0123456789abcdefghijklmnop";
