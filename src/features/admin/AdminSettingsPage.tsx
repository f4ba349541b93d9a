// /admin/settings/:tab? and /v2/admin-settings/uapi/:tab? (spec 2.3, docs/approvals.md
// "Screens"): the admin settings. The `new_permission_module` switch picks the route; the other
// one redirects to it with the same tab. Each tab needs its own action; every change is a
// maker-checker request.
import { Link, Navigate, NavLink, useParams } from 'react-router-dom';
import { APPROVALS_BASE, adminSettingsPath } from '../../tab/admin/featureFlags';
import {
  ADMIN_TABS,
  allowedAdminTabs,
  canApproveRequests,
  type AdminTabKey,
} from '../../tab/admin/vocabulary';
import { useNewPermissionModule, usePermissions } from '../../tab/react/permissions';
import { ScreenSkeleton } from '../shell/Skeletons';
import { AuditTab } from './AuditTab';
import { FeatureFlagsTab } from './FeatureFlagsTab';
import { IpAllowlistsTab } from './IpAllowlistsTab';
import { KnowledgeTab } from './KnowledgeTab';
import { PoliciesTab } from './PoliciesTab';
import { RolesTab } from './RolesTab';
import { UsersTab } from './UsersTab';
import '../shell/shell.css';
import '../account/account.css';
import './admin.css';

export type AdminVariant = 'classic' | 'uapi';

function TabBody({ tab }: { readonly tab: AdminTabKey }) {
  switch (tab) {
    case 'users':
      return <UsersTab />;
    case 'roles':
      return <RolesTab />;
    case 'policies':
      return <PoliciesTab />;
    case 'ip-allowlists':
      return <IpAllowlistsTab />;
    case 'feature-flags':
      return <FeatureFlagsTab />;
    case 'knowledge':
      return <KnowledgeTab />;
    case 'audit':
      return <AuditTab />;
  }
}

export default function AdminSettingsPage({ variant }: { readonly variant: AdminVariant }) {
  const { tab } = useParams();
  const newModule = useNewPermissionModule();
  const { actions, settled } = usePermissions();

  // The switch picks the route; the other one sends the same tab over.
  if (newModule !== (variant === 'uapi')) {
    return <Navigate to={adminSettingsPath(newModule, tab)} replace />;
  }
  if (!settled) return <ScreenSkeleton />;
  const allowed = allowedAdminTabs(actions);
  const base = adminSettingsPath(newModule);
  if (allowed.length === 0) return <NoAdminAccess canApprove={canApproveRequests(actions)} />;
  const current = ADMIN_TABS.find((t) => t.key === tab && allowed.includes(t.key));
  if (!current) return <Navigate to={`${base}/${allowed[0] ?? 'users'}`} replace />;

  return (
    <div className="screen admin-screen" data-testid="admin-settings" data-variant={variant}>
      <div className="screen-header">
        <div>
          <h1 className="screen-title">
            Admin settings
            {variant === 'uapi' && <span className="badge badge-on admin-variant">UAPI</span>}
          </h1>
          <p className="screen-subtitle">
            Users, roles, approval policies, IP allowlists, feature flags, the knowledge base and
            the audit log. Every change of access is sent for approval by a second administrator;
            knowledge-base articles are content and apply at once, recorded in the audit log.
          </p>
        </div>
        {canApproveRequests(actions) && (
          <Link
            className="btn btn-sm"
            to={`${APPROVALS_BASE}/pending`}
            data-testid="admin-approvals-link"
          >
            Approvals
          </Link>
        )}
      </div>
      <nav className="tabs" aria-label="Admin settings sections">
        {ADMIN_TABS.filter((t) => allowed.includes(t.key)).map((t) => (
          <NavLink
            key={t.key}
            to={`${base}/${t.key}`}
            className={`tab${t.key === current.key ? ' active' : ''}`}
            data-testid={`admin-tab-${t.key}`}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <TabBody tab={current.key} />
    </div>
  );
}

function NoAdminAccess({ canApprove }: { readonly canApprove: boolean }) {
  return (
    <section className="area-page" data-testid="admin-no-access">
      <div className="area-card card">
        <p className="area-eyebrow">Admin settings</p>
        <h1>No administrative permissions</h1>
        <p>
          Your roles do not allow managing users, roles, policies, allowlists, flags or reading the
          audit log. An administrator can change your roles.
        </p>
        <div className="area-actions">
          {canApprove ? (
            <Link className="btn btn-primary" to={`${APPROVALS_BASE}/pending`}>
              Go to approvals
            </Link>
          ) : (
            <Link className="btn" to="/">
              Go to your start page
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
