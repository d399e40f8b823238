import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import ConstructionIcon from '@mui/icons-material/Construction';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import LabelIcon from '@mui/icons-material/Label';
import PersonIcon from '@mui/icons-material/Person';
import PrintIcon from '@mui/icons-material/Print';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * Icons named by `x-ui.icon` (MUI icon names). Imported one by one: the whole icon package is
 * several megabytes. A schema naming an icon not listed here gets the generic list icon; add
 * one line here to use it.
 */
const ICONS: Record<string, SvgIconComponent> = {
  AdminPanelSettings: AdminPanelSettingsIcon,
  Business: BusinessIcon,
  Construction: ConstructionIcon,
  Dashboard: DashboardIcon,
  Groups: GroupsIcon,
  History: HistoryIcon,
  Label: LabelIcon,
  Person: PersonIcon,
  Print: PrintIcon,
  Storefront: StorefrontIcon,
  TableRestaurant: TableRestaurantIcon,
};

export function entityIcon(name: string | undefined): SvgIconComponent {
  return (name && ICONS[name]) || ViewListIcon;
}
