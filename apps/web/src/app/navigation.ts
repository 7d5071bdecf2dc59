/*
 * Navigation for code that runs outside React (the query cache's error handler): main.tsx hands
 * over the router's navigate once the router exists. Without one (unit tests) nothing moves.
 */
type Navigate = (to: string) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  navigator?.(to);
}
