import { useEffect, useState } from 'react';

/** Spec part 1 §9: default debounce 500 ms. */
export function useDebouncedValue<T>(value: T, ms = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
