import type { FastifyInstance } from 'fastify';
import { type AppOptions } from '../src/app.js';
import { DbKeyStore } from '../src/auth/key-store.js';
import { type Db } from '../src/db/connect.js';
import { type Scope } from '../src/generated/operations.gen.js';
import { type Runtime, type RuntimeOptions } from '../src/runtime.js';
export interface TestApp {
    app: FastifyInstance;
    db: Db;
    /** The process's services (job runner, webhooks, mail…), as main.ts builds them. */
    rt: Runtime;
    keys: DbKeyStore;
    /** This app's own workspace slug. */
    workspace: string;
    /** Its id. */
    workspaceId: string;
    /** An all-scopes key of that workspace. */
    key: string;
    keyWith(scopes: Scope[], opts?: {
        expiresAt?: Date;
        workspace?: string;
    }): Promise<string>;
    close(): Promise<void>;
}
export declare function openTestDb(): Promise<{
    db: Db;
    dataDir: string;
}>;
export interface MakeAppOptions extends Partial<AppOptions>, RuntimeOptions {
    /** Start the job runner (deliveries are then attempted as in production). Default true. */
    startJobs?: boolean;
}
export declare function makeApp(env?: Record<string, string>, extra?: MakeAppOptions): Promise<TestApp>;
export declare const bearer: (key: string) => {
    authorization: string;
};
/** Polls until `fn` returns a truthy value (or throws after `ms`). */
export declare function waitFor<T>(fn: () => T | Promise<T>, ms?: number, what?: string): Promise<NonNullable<T>>;
/** A TCP proxy that can be cut, as a network failure or a database restart would cut a connection. */
export declare function startTcpProxy(host: string, port: number): Promise<{
    port: number;
    cut(): Promise<void>;
}>;
/** DATABASE_URL of this run routed through a cuttable proxy (PostgreSQL runs only). */
export declare function proxiedDatabaseUrl(): Promise<{
    url: string;
    cut(): Promise<void>;
}>;
