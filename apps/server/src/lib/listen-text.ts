/**
 * What the log says for each address the server listens on. Only APP_URL's accepts sign-in (the same-origin
 * guard), so any other address (a LAN address, 127.0.0.1) says where the app works and how to change it.
 */
export const listenText = (appUrl: string) => (address: string) =>
  address === new URL(appUrl).origin
    ? `Server listening at ${address}`
    : `Server listening at ${address} (the app works at ${appUrl} only: set APP_URL to the address people open)`;
