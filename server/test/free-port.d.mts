/** A random port of 20000-32767 (below the ephemeral range) that is free on 127.0.0.1 now. */
export declare function freePort(): Promise<number>;
