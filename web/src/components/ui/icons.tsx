import type { ComponentProps } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  Bot,
  BotMessageSquare,
  Briefcase,
  Check,
  CircleCheck,
  CircleUser,
  Clock,
  Coins,
  Copy,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  Flag,
  Flame,
  Folder,
  Globe,
  History,
  House,
  Inbox,
  LoaderCircle,
  Lock,
  LogOut,
  Menu,
  MessageSquare,
  Monitor,
  PanelsTopLeft,
  Plus,
  Receipt,
  RefreshCw,
  Rocket,
  Search,
  SearchX,
  ShieldAlert,
  ShoppingBag,
  Shuffle,
  Sparkles,
  Store,
  Trash2,
  TriangleAlert,
  Undo2,
  Wallet,
  WifiOff,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn';

export type IconProps = Omit<ComponentProps<'svg'>, 'ref'>;

/**
 * One of lucide's line icons as the app draws every icon: hidden from screen readers, never
 * shrunk by its row, and `size` (its default size) unless the caller gives a className of its own.
 */
function appIcon(Drawn: LucideIcon, size = 'size-5') {
  function AppIcon({ className, ...props }: IconProps) {
    return <Drawn aria-hidden="true" {...props} className={cn('shrink-0', className ?? size)} />;
  }
  AppIcon.displayName = `${Drawn.displayName ?? 'Lucide'}Icon`;
  return AppIcon;
}

export const AgentsIcon = appIcon(BotMessageSquare);
export const AlertIcon = appIcon(TriangleAlert);
export const ArrowLeftIcon = appIcon(ArrowLeft, 'size-4');
export const ArrowRightIcon = appIcon(ArrowRight);
export const BotIcon = appIcon(Bot);
export const BriefcaseIcon = appIcon(Briefcase, 'size-4');
export const CheckCircleIcon = appIcon(CircleCheck);
export const CheckIcon = appIcon(Check);
export const ClockIcon = appIcon(Clock);
export const CloseIcon = appIcon(X);
export const CoinsIcon = appIcon(Coins);
export const DownloadIcon = appIcon(Download);
export const EyeIcon = appIcon(Eye);
export const EyeOffIcon = appIcon(EyeOff);
export const FolderIcon = appIcon(Folder);
export const HomeIcon = appIcon(House);
export const LayoutIcon = appIcon(PanelsTopLeft, 'size-4');
export const LogOutIcon = appIcon(LogOut);
export const MenuIcon = appIcon(Menu);
export const MessageIcon = appIcon(MessageSquare);
export const MonitorIcon = appIcon(Monitor);
export const PlusIcon = appIcon(Plus, 'size-4');
export const RocketIcon = appIcon(Rocket);
export const SearchIcon = appIcon(Search);
export const SearchOffIcon = appIcon(SearchX);
export const ShuffleIcon = appIcon(Shuffle, 'size-4');
export const SparklesIcon = appIcon(Sparkles);
export const SpinnerIcon = appIcon(LoaderCircle, 'size-4 animate-spin');
export const StoreIcon = appIcon(Store, 'size-4');
export const TrashIcon = appIcon(Trash2, 'size-4');
export const HistoryIcon = appIcon(History);
export const InboxIcon = appIcon(Inbox);
export const FlameIcon = appIcon(Flame);
export const FlagIcon = appIcon(Flag);
export const ShieldAlertIcon = appIcon(ShieldAlert);
export const ReceiptIcon = appIcon(Receipt);
export const ShoppingBagIcon = appIcon(ShoppingBag);
export const UndoIcon = appIcon(Undo2);
export const WalletIcon = appIcon(Wallet);
export const ExternalLinkIcon = appIcon(ExternalLink, 'size-4');
export const GlobeIcon = appIcon(Globe);
export const LockIcon = appIcon(Lock);
export const RefreshIcon = appIcon(RefreshCw, 'size-4');
export const CopyIcon = appIcon(Copy, 'size-4');
export const ZapIcon = appIcon(Zap);
export const WifiOffIcon = appIcon(WifiOff);
export const UserIcon = appIcon(CircleUser);

/** Brand marks (lucide draws no brands), in their owners' shapes. */
export function GitHubIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor" {...props}>
      <path d="M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2c-3.2.7-3.9-1.5-3.9-1.5-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0C17.3 4.8 18.3 5 18.3 5c.6 1.6.2 2.8.1 3.1.8.8 1.2 1.8 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.2c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5Z" />
    </svg>
  );
}

export function GoogleIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" {...props}>
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}
