/**
 * `Promise.withResolvers` (Node 22), which aws-local-stepfunctions calls on every Task; Node 20
 * lacks it. Import this module before that library.
 */
if (!('withResolvers' in Promise)) {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((settle, fail) => {
        resolve = settle;
        reject = fail;
      });
      return { promise, resolve, reject };
    },
  });
}

export {};
