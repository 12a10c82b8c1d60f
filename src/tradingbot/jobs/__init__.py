"""Jobs: CPU work computed once per key, off the event loop that serves requests (issue 24).

``ports`` (the ``JobQueue`` protocol, job kinds, errors), ``memo`` (one computation per key and
the bounded cache every queue shares), ``pool`` (the process pool jobs run in), ``embedded``
(the queue of ``make run``: that pool in the server's machine), ``jetstream`` (the cluster's
queue: a work-queue stream and a KV bucket of results per kind), ``runner`` (the consumer a
worker process runs), ``wire`` (the JSON form of job inputs).
"""
