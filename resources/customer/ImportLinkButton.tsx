import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';

/** A toolbar link to a list's import screen (`/customer/import`, `/seasonPass/upload`). */
export function ImportLinkButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} label={label}>
      <UploadFileIcon />
    </Button>
  );
}
