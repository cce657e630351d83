"""Run by moto-query.test.ts: the same Queries and Scans on moto as it is, then with the
launcher's patch of its item order (infra/local/moto_server.py, D-199); prints both answers
as JSON lines, which must be equal. Tables with text keys (ours) and with number keys."""

import json
import os
import random
import runpy
import sys

# moto in this process, never an endpoint the caller's environment names (the tests' moto).
for name in [name for name in os.environ if name.startswith("AWS_ENDPOINT_URL") or name == "TEST_SERVER_MODE"]:
    del os.environ[name]

import boto3
from moto import mock_aws

launcher = runpy.run_path(sys.argv[1], run_name="launcher")
random.seed(int(sys.argv[2]))


def make(client, name, key_type):
    value = (lambda v: {"S": f"K{v:03}"}) if key_type == "S" else (lambda v: {"N": str(v - 20)})
    client.create_table(
        TableName=name,
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": a, "AttributeType": t} for a, t in [("pk", key_type), ("sk", key_type), ("g", "S"), ("gs", key_type)]],
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        GlobalSecondaryIndexes=[
            {"IndexName": "gsi", "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}, {"AttributeName": "gs", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "ALL"}}
        ],
    )
    for _ in range(300):
        item = {"pk": value(random.randrange(30)), "sk": value(random.randrange(40)), "n": {"N": str(random.randrange(5))}}
        if random.random() < 0.7:
            item.update(g={"S": f"G{random.randrange(4)}"}, gs=value(random.randrange(40)))
        client.put_item(TableName=name, Item=item)
    return value


def answers(client, name, value):
    out = []

    def pages(**request):
        got, start = [], None
        while True:
            page = client.query(**request, **({"ExclusiveStartKey": start} if start else {}))
            got.append(page["Items"])
            start = page.get("LastEvaluatedKey")
            if not start:
                return got

    for pk in [value(v) for v in (0, 3, 17, 29, 35)]:
        for forward in (True, False):
            out.append(pages(TableName=name, KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": pk}, ScanIndexForward=forward, Limit=7))
        out.append(pages(TableName=name, KeyConditionExpression="pk = :p AND sk > :s", ExpressionAttributeValues={":p": pk, ":s": value(15)}))
        out.append(pages(TableName=name, KeyConditionExpression="pk = :p", FilterExpression="n > :n", ExpressionAttributeValues={":p": pk, ":n": {"N": "2"}}))
    for g in ("G0", "G3", "G9"):
        for forward in (True, False):
            out.append(pages(TableName=name, IndexName="gsi", KeyConditionExpression="g = :g", ExpressionAttributeValues={":g": {"S": g}}, ScanIndexForward=forward, Limit=9))
    got, start = [], None
    while True:
        page = client.scan(TableName=name, Limit=23, **({"ExclusiveStartKey": start} if start else {}))
        got.append(page["Items"])
        start = page.get("LastEvaluatedKey")
        if not start:
            break
    out.append(got)
    return out


with mock_aws():
    client = boto3.client("dynamodb", region_name="us-east-1")
    values = {key_type: make(client, f"t{key_type}", key_type) for key_type in ("S", "N")}
    before = {key_type: answers(client, f"t{key_type}", value) for key_type, value in values.items()}
    launcher["sort_items_once"]()
    after = {key_type: answers(client, f"t{key_type}", value) for key_type, value in values.items()}
    print(json.dumps(before, sort_keys=True))
    print(json.dumps(after, sort_keys=True))
