import { Flex, Typography } from 'antd';
import { useRemoteArea } from './remote-area-context';

/**
 * Which build of the remote is on screen and which api-client instance it got. Diagnostic data, not prose:
 * e2e tests read it to prove rollback (version) and the api-client singleton (same id as the shell's).
 */
export function RemoteBuildFooter() {
  const { build } = useRemoteArea();
  return (
    <Flex gap={12} style={{ paddingInline: 24, paddingBottom: 16 }}>
      <Typography.Text type="secondary" data-testid="remote-version">
        {`${build.remote}@${build.version}`}
      </Typography.Text>
      <Typography.Text type="secondary" code data-testid="remote-api-client-id">
        {build.apiClientInstanceId}
      </Typography.Text>
    </Flex>
  );
}
