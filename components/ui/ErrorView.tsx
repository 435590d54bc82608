import type { ReactNode } from 'react';

export function ErrorView({ code, title, description, children }: { code: number; title: string; description: string; children?: ReactNode }) {
  return (
    <div className="container error-view">
      <p className="error-view-code" aria-hidden="true">
        {code}
      </p>
      <h1 className="error-view-title">{title}</h1>
      <p className="error-view-description">{description}</p>
      {children ? <div className="error-view-actions">{children}</div> : null}
    </div>
  );
}
