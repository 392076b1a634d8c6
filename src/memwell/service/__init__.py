"""The warm local service (`memwell serve`): the embedder, the intent head and the catalog
kept loaded in one long-lived process of the user's, so a hook process can ask it instead
of loading a model per call.

* `address`: where the service listens (a Unix socket under `<home>/state/service/`, 0600);
  imported by the hook client, so standard library only.
* `client`: asks the service, in a few milliseconds or not at all (then the caller answers
  in its own process, lexically).
* `server`: the service itself: one instance per home (a lock decides a race to start),
  an idle timeout, and a harness per workspace whose catalog is synced on every request.
* `spawn`: starts it detached (the SessionStart hook does, when it is not running).
"""
