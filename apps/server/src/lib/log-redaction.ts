import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a secret: a checkout's access token (the API's and the web app's pay pages). */
const SECRET_PARAMS = /([?&](?:token|access_token)=)[^&#]*/gi;

/** A URL as it may be logged: secrets in its query string replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Logger options that keep checkout access tokens and bearer tokens out of the logs: the request line's query
 * string is redacted, and so is any logged header or body field that carries one.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    ...logger,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-checkout-token"]',
        '*.token',
        '*.access_token',
        '*.accessToken',
        '*.headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  } as FastifyServerOptions['logger'];
}
