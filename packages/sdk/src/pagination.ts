// Keyset pagination over `nextCursor`: await the first page, or `for await` every item across pages.

export interface Page<Item> {
  data: Item[];
  nextCursor: string | null;
}

/**
 * What a list method returns: a real Promise of the first page (`await`, `.then`, `.catch`, `.finally`, and
 * assignable to `Promise<Page>`), that is also async-iterable: `for await (const item of list())` walks every
 * item, fetching further pages only as they are reached; `.pages()` walks page by page. Nothing is fetched
 * until it is awaited or iterated.
 */
export class PagePromise<Item, P extends Page<Item> = Page<Item>> extends Promise<P> implements AsyncIterable<Item> {
  #first: Promise<P> | undefined;
  readonly #fetchPage: (cursor: string | undefined) => Promise<P>;

  constructor(fetchPage: (cursor: string | undefined) => Promise<P>) {
    // The executor settles nothing: every Promise method below goes to the first page, fetched on demand.
    super(() => {});
    this.#fetchPage = fetchPage;
  }

  // then/catch/finally build plain Promises, not PagePromises (which need a fetcher).
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  private first(): Promise<P> {
    this.#first ??= this.#fetchPage(undefined);
    return this.#first;
  }

  // biome-ignore lint/suspicious/noThenProperty: PagePromise is a Promise subclass; awaiting it must give the first page
  override then<R1 = P, R2 = never>(
    onfulfilled?: ((value: P) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.first().then(onfulfilled, onrejected);
  }

  override catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<P | R> {
    return this.first().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<P> {
    return this.first().finally(onfinally);
  }

  async *pages(): AsyncGenerator<P> {
    let page = await this.first();
    yield page;
    const seen = new Set<string>();
    while (page.nextCursor) {
      // A server that hands back a cursor it already gave would loop forever; stop instead.
      if (seen.has(page.nextCursor)) return;
      seen.add(page.nextCursor);
      page = await this.#fetchPage(page.nextCursor);
      yield page;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
    for await (const page of this.pages()) yield* page.data;
  }

  /** Every item of every page, in order (convenient for small lists). */
  async toArray(): Promise<Item[]> {
    const all: Item[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}
