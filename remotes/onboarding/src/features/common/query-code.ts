import { useSearchParams } from 'react-router-dom';

/** The `code` query value of an e-mailed link, trimmed; null when absent or blank. */
export function useQueryCode(): string | null {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim();
  return code ? code : null;
}
