"""moto_server as the local stack runs it (infra/local/moto.ts), with two fixes of our own.

moto backs up a table before each part of a TransactWriteItems (copy.deepcopy of the whole
table, once per part), so a transaction costs parts x table size: 25 parts on a table of
3,000 items took 28 s, one part 0.2-0.8 s, and the single-threaded server answered nothing
else meanwhile (D-188). The backup here copies the table's index of items (a dict per
partition, no item copied) and deep-copies only the items the transaction names, once per
transaction: a rollback restores exactly what the full copy restored, since a transaction
changes no other item.

moto serves each request on a thread of its own with nothing held around it, so a request
can see another half done: a condition checked before another write to its item lands, a
Query walking the table while a put adds to it ("dictionary changed size during iteration"),
a cancelled transaction restoring its tables over writes made meanwhile. DynamoDB applies a
request to an item atomically and a transaction in isolation; here each DynamoDB request runs
whole under one lock (D-198). Python runs one thread at a time anyway, so this costs nothing.

Arguments are moto_server's. MOTO_DIE_WITH_PARENT=1 asks Linux to SIGKILL the server when
its parent (the runner) dies, however it dies.
"""

import copy
import os
import signal
import sys
import threading
from collections import defaultdict


def die_with_parent():
    import ctypes

    ctypes.CDLL(None).prctl(1, signal.SIGKILL)
    # The parent may have died before the request was made.
    if os.getppid() != int(os.environ["MOTO_PARENT_PID"]):
        sys.exit(1)


def patch_transactions():
    import moto.dynamodb.models as models
    from moto.dynamodb.models.dynamo_type import DynamoType
    from moto.dynamodb.models.table import Table

    original = models.DynamoDBBackend.transact_write_items
    state = threading.local()

    def backup(table, parts):
        clone = copy.copy(table)
        clone.items = defaultdict(dict)
        for hash_value, stored in table.items.items():
            clone.items[hash_value] = dict(stored) if isinstance(stored, dict) else stored
        for part in parts:
            op = next(iter(part.values()))
            if op.get("TableName") != table.name:
                continue
            key = op.get("Key") or op.get("Item") or {}
            if table.hash_key_attr not in key:
                continue
            hash_value = DynamoType(key[table.hash_key_attr])
            if hash_value not in clone.items:
                continue
            if table.range_key_attr is None:
                clone.items[hash_value] = copy.deepcopy(clone.items[hash_value])
                continue
            if table.range_key_attr not in key:
                continue
            range_value = DynamoType(key[table.range_key_attr])
            partition = clone.items[hash_value]
            if range_value in partition:
                partition[range_value] = copy.deepcopy(partition[range_value])
        return clone

    class CopyForTransactions:
        """moto's `copy` inside a transaction: tables get the backup above, once each."""

        def __getattr__(self, name):
            return getattr(copy, name)

        def deepcopy(self, value, memo=None):
            parts = getattr(state, "parts", None)
            if parts is None or not isinstance(value, Table):
                return copy.deepcopy(value, memo)
            if id(value) not in state.backups:
                state.backups[id(value)] = backup(value, parts)
            return state.backups[id(value)]

    def transact_write_items(self, transact_items):
        state.parts, state.backups = transact_items, {}
        try:
            return original(self, transact_items)
        finally:
            state.parts, state.backups = None, {}

    models.DynamoDBBackend.transact_write_items = transact_write_items
    models.copy = CopyForTransactions()


def serialize_requests():
    from moto.dynamodb.responses import DynamoHandler

    original = DynamoHandler.call_action
    lock = threading.Lock()

    def call_action(self):
        with lock:
            return original(self)

    DynamoHandler.call_action = call_action


if __name__ == "__main__":
    if os.environ.get("MOTO_DIE_WITH_PARENT") == "1":
        die_with_parent()
    for patch in (patch_transactions, serialize_requests):
        try:
            patch()
        except (ImportError, AttributeError) as error:
            # Another moto version: run it as it is (slower transactions, no isolation), and say so.
            print(f"moto_server.py: {patch.__name__} not applied ({error}); moto runs without it", file=sys.stderr)
    from moto.server import main

    main(sys.argv[1:])
