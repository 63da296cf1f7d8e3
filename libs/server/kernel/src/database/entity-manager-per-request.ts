import { AsyncLocalStorage } from 'node:async_hooks';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/core';

/** A request's entity manager, forked the first time the request asks for it. */
class ForkOnFirstUse {
  private fork: EntityManager | undefined;
  private forking = false;

  constructor(private readonly em: EntityManager) {}

  get(name: string): EntityManager | undefined {
    // While the fork is made it asks for its context: none yet, so it is its own (as in MikroORM's contexts).
    if (name !== this.em.name || this.forking) return undefined;
    if (!this.fork) {
      this.forking = true;
      try {
        this.fork = this.em.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
    }
    return this.fork;
  }
}

const requestForks = new AsyncLocalStorage<ForkOnFirstUse>();

/**
 * The entity manager of the request under way (MikroORM's `context` option): the request's own fork, else
 * one of MikroORM's own request contexts (`@CreateRequestContext`, tools).
 */
export function requestEntityManager(name: string): EntityManager | undefined {
  return requestForks.getStore()?.get(name) ?? RequestContext.getEntityManager(name);
}

/**
 * Gives every request its own identity map, as MikroORM's request context does, with the fork made on first
 * use: MikroORM's middleware forks for every request, and most public reads (the catalogue from the search
 * index) never use it; the fork was a sixth of such a read's time. A Fastify `preHandler` hook: the route's
 * guards, pipes and handler run inside it.
 */
export function entityManagerPerRequest(orm: MikroORM) {
  return (_request: unknown, _response: unknown, next: () => void): void =>
    requestForks.run(new ForkOnFirstUse(orm.em), next);
}
