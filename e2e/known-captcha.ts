/** The answer of every captcha the browser tests' server draws (known-captcha-server.ts, decision 0252). */
export const knownCaptcha = 'K7PM';
