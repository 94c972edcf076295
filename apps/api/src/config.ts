import path from 'node:path';

export interface Config {
  port: number;
  /** Interface to listen on: every one by default; `npm start` and `npm run dev` pass 127.0.0.1 unless HOST is set. */
  host: string;
  /**
   * Write the demo customers (password 123456) and operators into an empty database (DEMO_DATA=true, which
   * `npm start` sets). Off by default: a bare server on a new database must not open known accounts.
   */
  dadosDeDemonstracao: boolean;
  dataDir: string;
  /** The owner's URL (migrations run as it); the server's pool connects as the runtime role `portal_app`. */
  databaseUrl?: string;
  /** The runtime role's URL, used as given; without it, `portal_app` on DATABASE_URL's server. */
  databaseAppUrl?: string;
  /** `portal_app`'s password on DATABASE_URL's server; without it, one generated and kept in DATA_DIR (0600). */
  databaseAppPassword?: string;
  /** HS256 key for access tokens; generated and kept in the database when not given. */
  jwtSecret?: string;
  /** Basic-auth client credentials accepted by POST /login (`id:secret`, comma-separated). */
  clients: Map<string, string>;
  isTest: boolean;
  /** Folder of the built web app, served at / with the SPA fallback. */
  webDist?: string;
  logLevel: string;
  /** Requests per minute per IP across the API (the login has its own, tighter ceiling). */
  rateLimitPorMinuto: number;
  /** Logins (and refreshes) per minute per IP, on top of the per-account policy. */
  loginsPorMinuto: number;
  /** Trust X-Forwarded-For (set when running behind a reverse proxy). */
  trustProxy: boolean;
  /** Shared secret of the back-office calls (transparent-login tokens); those calls are off without it. */
  operadorApiKey?: string;
  /** SMTP for e-mails (nodemailer URL); without it they stay in the outbox table. */
  smtpUrl?: string;
  /** HTTP endpoint SMS are POSTed to by the outbox job (adapters/sms.ts); without it they stay in the outbox. */
  smsWebhookUrl?: string;
  /** S3-compatible storage for uploads (`http(s)://KEY:SECRET@host/bucket`); without it, the disk under DATA_DIR. */
  s3Url?: string;
  remetente: string;
  /** Web Push VAPID key pair (base64url, both or neither); without them, generated once and kept in the database. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Who runs the server, for the push services (RFC 8292 `sub`): a mailto: or https: URL. */
  vapidSubject: string;
  /**
   * Tests only, never read from the environment: also deliver pushes to a plain-HTTP loopback endpoint (the test's
   * local push service). Otherwise only the browsers' push services, over HTTPS, are ever called.
   */
  pushEnderecoLocal: boolean;
  /** Worker threads rendering PDFs (PDF_WORKERS); default one per core but one, at least one (ADR 0020). */
  pdfWorkers?: number;
  /** Developer pages (the outbox) at /dev/…: for the demo and local work only, answered to loopback peers only. */
  paginasDev: boolean;
  /** A ViaCEP-compatible CEP service (`{url}/{cep}/json/`); without it, CEPs are answered offline (adapters/cep.ts). */
  cepUrl?: string;
  /**
   * A FIPE-compatible vehicle catalogue (`{url}/{carros|motos|caminhoes}/marcas…`, ADR 0039); without it, brands
   * and models come from the embedded catalogue (the seeded tables).
   */
  fipeUrl?: string;
  /** Plate look-up service (issue 21, ADR 0047); without it, the demo plates. */
  placaUrl?: string;
}

function parseClients(raw: string | undefined): Map<string, string> {
  // The web app is a public client: its "secret" identifies the app, it does not authenticate it.
  const pairs = (raw ?? 'portal-web:portal-web').split(',').map((pair) => pair.trim().split(':'));
  return new Map(pairs.filter((p): p is [string, string] => p.length === 2 && !!p[0] && !!p[1]));
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST || '0.0.0.0',
    dadosDeDemonstracao: env.DEMO_DATA === 'true',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseAppUrl: env.DATABASE_APP_URL || undefined,
    databaseAppPassword: env.DATABASE_APP_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    clients: parseClients(env.API_CLIENTS),
    isTest: env.NODE_ENV === 'test',
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPorMinuto: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    loginsPorMinuto: Number(env.LOGIN_RATE_LIMIT_PER_MINUTE ?? 30),
    trustProxy: env.TRUST_PROXY === 'true',
    operadorApiKey: env.OPERADOR_API_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    s3Url: env.S3_URL || undefined,
    paginasDev: env.DEV_PAGES === 'true',
    pdfWorkers: Number(env.PDF_WORKERS) || undefined,
    cepUrl: env.CEP_URL || undefined,
    fipeUrl: env.FIPE_URL || undefined,
    placaUrl: env.PLACA_URL || undefined,
    remetente: env.MAIL_FROM ?? 'Portal do Consorciado <nao-responda@portal.example>',
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: env.VAPID_SUBJECT || 'mailto:nao-responda@portal.example',
    pushEnderecoLocal: false,
  };
}

/** What buildApp needs: everything but where to listen and which database (server.ts owns those). */
export type ConfigDoApp = Omit<
  Config,
  | 'port'
  | 'host'
  | 'dadosDeDemonstracao'
  | 'databaseUrl'
  | 'databaseAppUrl'
  | 'databaseAppPassword'
  | 'dataDir'
  | 'webDist'
> & {
  /** Uploads go under `$dataDir/arquivos`; without it (the API tests), to a per-process temporary folder. */
  dataDir?: string;
  webDist?: string;
};

/** The defaults of every setting, from an empty environment: one place, so buildApp repeats none. */
export function configPadrao(): ConfigDoApp {
  const {
    port: _port,
    host: _host,
    dadosDeDemonstracao: _demo,
    databaseUrl: _db,
    databaseAppUrl: _app,
    databaseAppPassword: _senha,
    dataDir: _dir,
    webDist: _web,
    ...resto
  } = configFromEnv({});
  return resto;
}
