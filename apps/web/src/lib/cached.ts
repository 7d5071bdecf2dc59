/**
 * `build` run once per distinct arguments, its result kept for the page's life. Made for Intl
 * formatters: building one costs a phone about a millisecond (the first about 20 ms, loading the
 * locale's data), and a screen formats hundreds of values with a handful of them.
 */
export function cached<A extends (string | number | boolean)[], V>(build: (...args: A) => V) {
  const built = new Map<string, V>();
  return (...args: A): V => {
    const key = args.join('|');
    let value = built.get(key);
    if (value === undefined) {
      value = build(...args);
      built.set(key, value);
    }
    return value;
  };
}
