import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import ConstructionIcon from '@mui/icons-material/Construction';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import LabelIcon from '@mui/icons-material/Label';
import PersonIcon from '@mui/icons-material/Person';
import PrintIcon from '@mui/icons-material/Print';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import ViewListIcon from '@mui/icons-material/ViewList';
import TranslateIcon from '@mui/icons-material/Translate';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CategoryIcon from '@mui/icons-material/Category';
import ChecklistIcon from '@mui/icons-material/Checklist';
import FastfoodIcon from '@mui/icons-material/Fastfood';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LunchDiningIcon from '@mui/icons-material/LunchDining';
import RecommendIcon from '@mui/icons-material/Recommend';
import SellIcon from '@mui/icons-material/Sell';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TuneIcon from '@mui/icons-material/Tune';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * Icons named by `x-ui.icon` (MUI icon names). Imported one by one: the whole icon package is
 * several megabytes. A schema naming an icon not listed here gets the generic list icon; add
 * one line here to use it.
 */
const ICONS: Record<string, SvgIconComponent> = {
  Category: CategoryIcon,
  Checklist: ChecklistIcon,
  Fastfood: FastfoodIcon,
  Inventory: InventoryIcon,
  LocalOffer: LocalOfferIcon,
  LunchDining: LunchDiningIcon,
  Recommend: RecommendIcon,
  Sell: SellIcon,
  TrendingUp: TrendingUpIcon,
  Tune: TuneIcon,
  CardMembership: CardMembershipIcon,
  Loyalty: LoyaltyIcon,
  Autorenew: AutorenewIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Business: BusinessIcon,
  Campaign: CampaignIcon,
  Construction: ConstructionIcon,
  Dashboard: DashboardIcon,
  Groups: GroupsIcon,
  History: HistoryIcon,
  ImportExport: ImportExportIcon,
  Label: LabelIcon,
  Person: PersonIcon,
  Print: PrintIcon,
  Storefront: StorefrontIcon,
  TableRestaurant: TableRestaurantIcon,
  Translate: TranslateIcon,
  Visibility: VisibilityIcon,
};

export function entityIcon(name: string | undefined): SvgIconComponent {
  return (name && ICONS[name]) || ViewListIcon;
}
