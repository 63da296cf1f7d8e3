import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { shortOrderId } from '../utils/order-admin-display';
import { useFeedback } from '@/shared/ui/feedback';

/** The order id shortened to 8 characters, with a button that copies the whole id. */
export function CopyOrderId({ id }: { id: string }) {
  const { message } = useFeedback();
  const short = shortOrderId(id);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      message.success(TEXT.copied(id));
    } catch {
      // No clipboard (insecure page, permission refused): say so rather than pretend.
      message.error(TEXT.copyFailed);
    }
  };

  return (
    <span className="admin-orders__id">
      <code title={id}>{short}</code>
      <Tooltip title={TEXT.copyId(short)}>
        <Button
          type="text"
          size="small"
          icon={<CopyOutlined aria-hidden />}
          aria-label={TEXT.copyId(short)}
          onClick={() => void copy()}
        />
      </Tooltip>
    </span>
  );
}
