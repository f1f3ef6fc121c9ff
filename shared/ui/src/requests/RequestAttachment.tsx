/**
 * A request's proof (leave, training; ADR 0093): download with the signed-in user's JWT (the server lets the
 * requester, the approvers and administrators read it) and, for the requester while pending, attach or replace
 * one (PDF, JPEG or PNG up to 5 MB — the server checks the content and answers a translated refusal).
 */
import { useRef, useState, type ReactElement } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSuccessCode } from '@timekeep/contracts';
import { saveDownload, type ApiClient } from '@timekeep/api-client';
import { toast } from '../toast/toast-queue';

const A = 'att:approval.attachment';
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

interface Props {
  client: ApiClient;
  /** The request's path, `/att/api/v2/leaves/7/`. */
  requestPath: string;
  name: string | null;
  canAttach: boolean;
  onAttached: () => void;
}

export function RequestAttachment({ client, requestPath, name, canAttach, onAttached }: Props): ReactElement {
  const { t } = useTranslation('att');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    try {
      saveDownload(await client.download(`${requestPath}attachment/`));
    } catch {
      toast.error(t(`${A}.failed`));
    }
  };
  const attach = async (file: File) => {
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await client.post(`${requestPath}attachment/`, body);
      if (isSuccessCode(response.code)) {
        toast.success(t(`${A}.attached`, { name: file.name }));
        onAttached();
      } else {
        toast.error(client.messageOf(response));
      }
    } catch {
      // offline or signed out: the api-client has said so already
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      {name && (
        <Button size="small" type="link" onClick={() => void download()} aria-label={t(`${A}.download`, { name })} data-testid="request-attachment-download">
          {name}
        </Button>
      )}
      {canAttach && (
        <>
          <input
            ref={input}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            hidden
            data-testid="request-attachment-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void attach(file);
            }}
          />
          <Button size="small" loading={busy} onClick={() => input.current?.click()} title={t(`${A}.hint`)}>
            {t(name ? `${A}.replace` : `${A}.attach`)}
          </Button>
        </>
      )}
    </>
  );
}
