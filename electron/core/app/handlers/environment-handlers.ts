// environments:* handlers: where the app can sign in. The sandbox is always listed; remote
// environments are added, edited and removed from Settings (environment-editor.ts) and used at
// once, without a restart.
import { finishedOutboxStates, type OutboxState } from '../../../../shared/outbox/outbox-schema';
import { err, ok, type Result } from '../../../../shared/result';
import type { EnvironmentEditor } from '../../environments/environment-editor';
import type { EnvironmentRegistry } from '../../environments/environment-registry';
import type { Handlers } from '../../ipc/handlers';
import type { SettingsService } from '../settings-service';

type EnvironmentChannels =
  'environments:list' | 'environments:get' | 'environments:save' | 'environments:remove';

export interface EnvironmentHandlerDeps {
  environments: EnvironmentRegistry;
  editor: EnvironmentEditor;
  settings: SettingsService;
  readOutbox: () => Promise<Result<OutboxState>>;
  /** Resolves once a settings change has taken effect (the sandbox started or stopped). */
  settled: () => Promise<void>;
}

/** An environment the organisation's settings set is read-only here (decisions 84). */
function setByOrganisation(name: string): Result<never> {
  return err('READ_ONLY', `${name} is set by your organisation and cannot be changed here.`, {
    details: { reason: 'set-by-organisation' },
  });
}

export function environmentHandlers(
  deps: EnvironmentHandlerDeps,
): Pick<Handlers, EnvironmentChannels> {
  const { environments } = deps;
  const nameOf = (id: string) =>
    environments.list().find((summary) => summary.id === id)?.name ?? id;
  function list() {
    const { fileProblem } = deps.environments;
    return ok({
      environments: deps.environments.list(),
      selectedId: deps.settings.get().environmentId,
      ...(fileProblem !== undefined && { fileProblem }),
    });
  }

  return {
    'environments:list': () => list(),
    'environments:get': ({ id }) => {
      if (environments.isManaged(id)) return setByOrganisation(nameOf(id));
      const found = deps.environments.remote().find((environment) => environment.id === id);
      if (found === undefined)
        return err('NOT_FOUND', 'Only added environments can be edited; this one is not listed.');
      return ok(found);
    },
    'environments:save': async (request) => {
      if (request.id !== undefined && environments.isManaged(request.id))
        return setByOrganisation(nameOf(request.id));
      if (request.id === undefined && !environments.canAgentAdd())
        return err('READ_ONLY', 'Your organisation does not allow adding environments.', {
          details: { reason: 'set-by-organisation' },
        });
      const saved = await deps.editor.save(request);
      return saved.ok ? list() : saved;
    },
    'environments:remove': async ({ id }) => {
      if (environments.isManaged(id)) return setByOrganisation(nameOf(id));
      // Applications queued for it would wait forever for a service that is no longer listed.
      const outbox = await deps.readOutbox();
      if (!outbox.ok) return outbox;
      const waiting = outbox.value.items.filter(
        (item) => item.environmentId === id && !finishedOutboxStates.includes(item.state),
      ).length;
      if (waiting > 0) {
        const applications = waiting === 1 ? 'application is' : 'applications are';
        return err(
          'INVALID_STATE',
          `${waiting} ${applications} waiting to be sent there. Send or cancel them before removing it.`,
          { details: { reason: 'in-use', count: waiting } },
        );
      }
      const removed = await deps.editor.remove(id);
      if (!removed.ok) return removed;
      if (deps.settings.get().environmentId === id) {
        deps.settings.update({ environmentId: deps.environments.defaultId });
        await deps.settled();
      }
      return list();
    },
  };
}
