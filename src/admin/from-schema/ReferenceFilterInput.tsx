import { Suspense } from 'react';
import { lazyRetry } from '../recovery/lazyRetry';
import type { ReferenceSchemaInputProps } from './ReferenceSchemaInput';

// A reference filter's picker (MUI Autocomplete and react-admin's reference inputs) loads when
// the user adds the filter, not with every list that offers it.
const ReferenceSchemaInput = lazyRetry(() => import('./ReferenceSchemaInput').then((m) => ({ default: m.ReferenceSchemaInput })));

/** A list filter over an x-ref target: ReferenceSchemaInput, loaded on first display. */
export function ReferenceFilterInput(props: ReferenceSchemaInputProps) {
  // its own boundary: the list stays while the picker loads
  return (
    <Suspense fallback={null}>
      <ReferenceSchemaInput {...props} />
    </Suspense>
  );
}
