import type { ReactElement } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { ResourceList } from '@timekeep/ui';
import { LOCATION_SCREEN } from './location-screen';

/** /company/location on the resource kit (the declaration is location-screen.tsx). */
export function LocationListPanel({ client }: { client?: ApiClient }): ReactElement {
  return <ResourceList declaration={LOCATION_SCREEN} client={client} />;
}
