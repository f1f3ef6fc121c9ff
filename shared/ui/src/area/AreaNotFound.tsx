import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { landingTitleKey } from './area-pages';
import { useRemoteArea } from './remote-area-context';

/** A path inside the area that matches no page: say so, and lead back to the area's landing page. */
export function AreaNotFound() {
  const { t } = useTranslation(['default', 'menu']);
  const { build, basePath } = useRemoteArea();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('default:notFound.title')}
      subTitle={t('default:notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate(basePath || '/')}>
          {t(landingTitleKey(build.remote, basePath))}
        </Button>
      }
    />
  );
}
