import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Button, type ButtonProps } from '@/shared/ui/button';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
}

/** The shop's button as a real link (`<a href>`) that navigates inside the app on a plain click. */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={onClick} />;
}
