/** Runs `task` once the browser is idle (or soon, where it cannot tell); answers a function that cancels it. */
export const whenIdle = (task: () => void): (() => void) => {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 500);
  return () => clearTimeout(handle);
};
