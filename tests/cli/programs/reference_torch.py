import torch


def layer_norm(x):
    t = torch.from_numpy(x)
    mean = t.mean(-1, keepdim=True)
    centered = t - mean
    var = (centered * centered).mean(-1, keepdim=True)
    return centered / torch.sqrt(var + 1e-5)
