/** Asks the system for a free port on 127.0.0.1, and releases it. */
export declare function freePort(): Promise<number>;
