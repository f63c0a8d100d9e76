// Keyset pagination over `nextCursor`: await the first page, or `for await` every item across pages.

export interface Page<Item> {
  data: Item[];
  nextCursor: string | null;
}

/**
 * What a list method returns. `await list()` gives the first page; `for await (const item of list())` walks
 * every item, fetching further pages only as they are reached; `.pages()` walks page by page.
 */
export class PagePromise<Item, P extends Page<Item> = Page<Item>> implements PromiseLike<P>, AsyncIterable<Item> {
  #first: Promise<P> | undefined;

  constructor(private readonly fetchPage: (cursor: string | undefined) => Promise<P>) {}

  private first(): Promise<P> {
    this.#first ??= this.fetchPage(undefined);
    return this.#first;
  }

  then<R1 = P, R2 = never>(
    onfulfilled?: ((value: P) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.first().then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<P | R> {
    return this.first().catch(onrejected);
  }

  async *pages(): AsyncGenerator<P> {
    let page = await this.first();
    yield page;
    const seen = new Set<string>();
    while (page.nextCursor) {
      // A server that hands back a cursor it already gave would loop forever; stop instead.
      if (seen.has(page.nextCursor)) return;
      seen.add(page.nextCursor);
      page = await this.fetchPage(page.nextCursor);
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
