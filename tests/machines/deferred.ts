/** A promise the test settles by hand, so an actor's outcome arrives exactly when the test says. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises deliver their results to actors. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
