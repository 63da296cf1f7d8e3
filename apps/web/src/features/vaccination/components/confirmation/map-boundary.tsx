import { Component, type ReactNode } from 'react';

interface MapBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps the page when the map cannot be shown (its code failed to download): the fallback takes its place. */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
