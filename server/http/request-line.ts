/** The access log's line for one answered request, the same whichever path answered it. */
export const requestLine = (method: string, url: string, status: number, elapsedMs: number) =>
  `${method} ${url} ${status} ${Math.round(elapsedMs)}ms`;
