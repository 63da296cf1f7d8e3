import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { useId } from 'react';
import { copyText } from '../../utils/share-appointment';
import { useVaccinationTexts } from '../../vaccination-texts';
import { useFeedback } from '@/shared/ui/feedback';

/** When the device cannot share: the spec's notice, the link to select, and a Copy Link button. */
export function ShareFallback({ link }: { link: string }) {
  const TEXT = useVaccinationTexts().confirm.share;
  const { message } = useFeedback();
  const inputId = useId();

  const copy = async () => {
    if (await copyText(link)) void message.success(TEXT.copied);
    else void message.error(TEXT.copyFailed);
  };

  return (
    <Alert
      className="confirm-share-fallback"
      type="info"
      showIcon
      title={TEXT.unsupported}
      description={
        <>
          <label className="visually-hidden" htmlFor={inputId}>
            {TEXT.linkLabel}
          </label>
          <div className="confirm-share-fallback__row">
            <Input id={inputId} readOnly value={link} onFocus={(event) => event.target.select()} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {TEXT.copy}
            </Button>
          </div>
        </>
      }
    />
  );
}
