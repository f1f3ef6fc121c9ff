import type { ReactElement } from 'react';
import type { AreaPageEntry } from '../area/area-pages';
import { AreaPage } from '../area/AreaPage';
import type { RemoteScreen } from '../area/createRemoteApp';
import type { ResourceDeclaration, ResourceRow } from './declaration';
import { ResourceList } from './ResourceList';

/** A remote's page that is just a resource list: the titled area page around the declared list. */
export function resourceScreen<Row extends ResourceRow>(declaration: ResourceDeclaration<Row>): RemoteScreen {
  function ResourceScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
    return (
      <AreaPage entry={entry}>
        <ResourceList declaration={declaration} />
      </AreaPage>
    );
  }
  ResourceScreen.displayName = `ResourceScreen(${declaration.contract.name})`;
  return ResourceScreen;
}

/** A remote's page of its own (a form, a grid, a planner) inside the titled area page. */
export function areaScreen(Content: () => ReactElement, name: string): RemoteScreen {
  function Screen({ entry }: { entry: AreaPageEntry }): ReactElement {
    return (
      <AreaPage entry={entry}>
        <Content />
      </AreaPage>
    );
  }
  Screen.displayName = name;
  return Screen;
}
