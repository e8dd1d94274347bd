// Types for e2e-web-server.mjs, which playwright.config.ts imports.
export const STARTED_ENV: string;

export interface E2eWebServer {
  port: number;
  baseURL: string;
  basemapFixture: string;
  command: string;
  url: string;
  env: Record<string, string>;
}

export function e2eWebServer(env?: NodeJS.ProcessEnv): E2eWebServer;
