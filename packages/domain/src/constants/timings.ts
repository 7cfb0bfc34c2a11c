/** Spec 9, "Timeouts: main API 50000 ms; data and bet API 10000 ms; script chunk load 120 s." */
export const apiTimeoutsMs = { main: 50_000, data: 10_000, bet: 10_000 } as const;
export const chunkLoadTimeoutMs = 120_000;

/** Spec 9: "Toast duration 3000 ms." */
export const toastDurationMs = 3_000;

/** Spec 4: "after 5 minutes without input an inactive status is set"; spec 9: "Inactivity timeout 300000 ms." */
export const inactivityTimeoutMs = 300_000;

/** Spec 9: "Developer-tools check interval 500 ms." */
export const devToolsCheckIntervalMs = 500;

/** Spec 4: "on blur a repeating flag is set every 180000 ms"; spec 9: "Tab-blur timer 180000 ms." */
export const tabBlurIntervalMs = 180_000;

/** Spec 9: "OTP: 6 digits, auto-submitted 1 s after the last digit." */
export const otpLength = 6;
export const otpAutoSubmitDelayMs = 1_000;
