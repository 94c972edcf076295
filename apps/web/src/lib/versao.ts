declare const __APP_VERSION__: string | undefined;

/**
 * This bundle's build id (package version + input hash), baked in by vite.config.ts; the same id is written to
 * dist/versao.json, which the API publishes at GET /versoes. Sent as x-app-version on every call.
 */
export const VERSAO_DO_APP = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
